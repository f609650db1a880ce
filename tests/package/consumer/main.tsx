// Another product using the published kit: it installs @ordmarket/ui and renders a themed button.
import { Button, ThemeStyles } from '@ordmarket/ui';
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <>
      <ThemeStyles />
      <Button onPress={() => document.body.setAttribute('data-bought', 'yes')}>Buy now</Button>
    </>,
  );
}
