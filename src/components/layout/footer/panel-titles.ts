/** product-rules §4: which footer panel is open. */
export type FooterPanel = 'none' | 'withdrawal' | 'hotel-info' | 'reports';

/** The legal panels' titles: the panel's own, and its loading dialog's while its code arrives. */
export const PANEL_TITLES: Record<Exclude<FooterPanel, 'none'>, string> = {
  withdrawal: 'Direito de arrependimento',
  'hotel-info': 'Informações dos hotéis',
  reports: 'Relatório de Transparência Salarial',
};
