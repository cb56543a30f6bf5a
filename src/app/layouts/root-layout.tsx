import { LoginDialogHost } from './login-dialog-host';
import { NavigationFocus } from './navigation-focus';

/** The root route: every page (through the layouts), and what must outlive a layout switch. */
export function RootLayout() {
  return (
    <>
      <NavigationFocus />
      <LoginDialogHost />
    </>
  );
}
