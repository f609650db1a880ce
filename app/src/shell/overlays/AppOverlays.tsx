import { RequestedOverlays } from './RequestedOverlays';
import { WelcomeOverlays } from './WelcomeOverlays';

/** Every app-wide dialog (spec §2 "Dialogs and overlays"), rendered once inside the layout. */
export function AppOverlays() {
  return (
    <>
      <WelcomeOverlays />
      <RequestedOverlays />
    </>
  );
}
