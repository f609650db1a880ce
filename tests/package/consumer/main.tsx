// Another product using the published kit: it installs @ordmarket/ui and renders a themed button.
import { Button, initI18n, ThemeStyles } from '@ordmarket/ui';
import { createRoot } from 'react-dom/client';

void initI18n();
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <>
      <ThemeStyles />
      <Button onPress={() => document.body.setAttribute('data-bought', 'yes')}>Buy now</Button>
    </>,
  );
}
