import { escapeHtml } from '../shared/html';

/** A plain HTML page for the external sites the real product links to. */
export function externalPage(title: string, paragraphs: string[], siteUrl: string): string {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;margin:0;color:#1f2933;background:#f4f6f8}
header{background:#0b4f6c;color:#fff;padding:1.5rem 1rem}header h1{margin:0 auto;max-width:760px}
main{max-width:760px;margin:2rem auto;padding:0 1rem}a{color:#0b4f6c}
.note{background:#fff;border-left:4px solid #b4431c;padding:.75rem 1rem}
</style></head><body>
<header><h1>${escapeHtml(title)}</h1></header>
<main>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p class="note">Esta é uma página de demonstração do ambiente local (sandbox): no produto real, este endereço é um site externo.</p>
<p><a href="${escapeHtml(siteUrl)}/">Voltar para o site de reservas</a></p>
</main></body></html>`;
}
