import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startBootstrap } from './app/bootstrap';
import { startAnalytics } from './app/start-analytics';
import { createRouter } from './app/router';
import { configError, env } from './config/env';

const root = createRoot(document.getElementById('root')!);

// A bad configuration stops here with a message naming the key, instead of a broken site.
if (configError) {
  console.error(configError);
  root.render(
    <main style={{ padding: 24, fontFamily: 'system-ui, sans-serif' }}>
      <h1>O site não pôde iniciar</h1>
      <p>{configError.message}</p>
    </main>,
  );
} else {
  // Start-up's requests and the first page's loaders leave before React's first render.
  const startup = startBootstrap(window.location.pathname);
  const router = createRouter();
  // The tag manager loads only once the visitor consents to analytics (cookie banner).
  startAnalytics(env.gtmId);
  root.render(
    <StrictMode>
      <App startup={startup} router={router} />
    </StrictMode>,
  );
}
