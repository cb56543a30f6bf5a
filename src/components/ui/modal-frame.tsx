import type { MouseEvent, ReactNode, Ref } from 'react';
import {
  Backdrop,
  Body,
  CloseButton,
  Content,
  Footer,
  Panel,
  PanelHeader,
  Title,
} from './modal.styles';

export interface ModalFrameProps {
  title: string;
  titleId: string;
  bodyId: string;
  children: ReactNode;
  footer?: ReactNode;
  alert?: boolean;
  sheet?: boolean;
  hidden?: boolean;
  /** The backdrop's id: a frame the server writes for a script to open (src/app/login-before-app.tsx). */
  id?: string;
  onBackdropClick?: (event: MouseEvent<HTMLDivElement>) => void;
  onClose?: () => void;
  panelRef?: Ref<HTMLDivElement>;
  contentRef?: Ref<HTMLDivElement>;
  bodyRef?: Ref<HTMLDivElement>;
}

/**
 * What a modal dialog looks like and says (product-rules §2: the title, 'Fechar'): Modal's, and
 * the login dialog the server writes for before the app (the same elements, so the same styles).
 */
export function ModalFrame({
  title,
  titleId,
  bodyId,
  children,
  footer,
  alert = false,
  sheet = false,
  hidden = false,
  id,
  onBackdropClick,
  onClose,
  panelRef,
  contentRef,
  bodyRef,
}: ModalFrameProps) {
  return (
    <Backdrop
      id={id}
      onClick={onBackdropClick}
      data-testid="modal-backdrop"
      $sheet={sheet}
      hidden={hidden}
    >
      <Panel
        ref={panelRef}
        $sheet={sheet}
        role={alert ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={alert ? bodyId : undefined}
        tabIndex={-1}
      >
        <PanelHeader>
          <Title id={titleId}>{title}</Title>
          <CloseButton type="button" onClick={onClose}>
            Fechar
          </CloseButton>
        </PanelHeader>
        <Content ref={contentRef}>
          {/* Focusable so keyboard users can scroll long panels (WCAG 2.1.1). */}
          <Body ref={bodyRef} id={bodyId} tabIndex={0}>
            {children}
          </Body>
          {footer && <Footer>{footer}</Footer>}
        </Content>
      </Panel>
    </Backdrop>
  );
}
