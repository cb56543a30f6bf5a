import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { WhatsAppLink } from '@/components/ui/whatsapp-link';
import { useHydrated } from '@/lib/use-hydrated';
import { absoluteSiteUrl, whatsappShareHref } from '@/lib/whatsapp';
import type { SearchCriteria } from '../../stores/search-results';
import { encodeSearchLink } from '../../utils/search-link';
import * as S from './share-search.styles';

type ShareState = { link: string; copied: boolean } | null;

/**
 * Copies an absolute link that reopens this search (any number of rooms, the filters and the
 * order included), or shares it on
 * WhatsApp. The link also shows in a read-only field, selected on focus, for browsers that
 * refuse the clipboard.
 */
export function ShareSearch({
  criteria,
  query = '',
}: {
  criteria: SearchCriteria;
  query?: string;
}) {
  const [share, setShare] = useState<ShareState>(null);

  // The filters and the order ride along (`query`), so the shared link shows the same list.
  const path = `/hotelSearch/${encodeSearchLink(criteria)}${query}`;
  // The site's address is the browser's to know: a page the server rendered with these results
  // (a search link's) says the path alone until it has hydrated.
  const link = useHydrated() ? absoluteSiteUrl(path) : path;

  const onShare = async () => {
    // Absent on plain http and in some embedded browsers; the field below covers them.
    const copied = navigator.clipboard
      ? await navigator.clipboard.writeText(link).then(
          () => true,
          () => false,
        )
      : false;
    setShare({ link, copied });
  };

  return (
    <S.Share>
      <S.Buttons>
        <Button $variant="secondary" onClick={onShare}>
          Compartilhar busca
        </Button>
        <WhatsAppLink href={whatsappShareHref(`Veja esta busca de hospedagem: ${link}`)}>
          Compartilhar no WhatsApp
        </WhatsAppLink>
      </S.Buttons>
      <S.Status role="status">
        {share && (share.copied ? 'Link copiado!' : 'Copie o link abaixo.')}
      </S.Status>
      {share && (
        <S.LinkField>
          <label htmlFor="link-da-busca">Link da busca</label>
          <input
            id="link-da-busca"
            type="url"
            readOnly
            value={share.link}
            onFocus={(event) => event.currentTarget.select()}
          />
        </S.LinkField>
      )}
    </S.Share>
  );
}
