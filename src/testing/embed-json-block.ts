/** Puts a `<script type="application/json">` block in the page, as the server embeds one. */
export function embedJsonBlock(id: string, text: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = id;
  block.textContent = text;
  document.body.append(block);
}
