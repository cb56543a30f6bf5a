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

// A file of its own: the modal loads with every dialog's code, its prewarm only where a page
// opens a dialog in a hurry (the results' filters).
/**
 * The dialog's styles, inserted before it opens. styled-components adds a component's rules to
 * the page the first time it renders, and a new rule with a media query makes the browser
 * restyle the whole page: on a long results page, 30 ms of a 4x-throttled phone inside the tap
 * that opens the dialog (`npm run bench:filters`). Render this once the page is idle, and the
 * cost is paid while the guest reads instead. Hidden: nothing of it is shown or announced.
 */
export function ModalStylesPrewarm({ sheet = false }: { sheet?: boolean }) {
  return (
    <div hidden>
      <Backdrop $sheet={sheet}>
        <Panel $sheet={sheet}>
          <PanelHeader>
            <Title as="span" />
            <CloseButton type="button" tabIndex={-1} />
          </PanelHeader>
          <Content>
            <Body />
            <Footer />
          </Content>
        </Panel>
      </Backdrop>
    </div>
  );
}
