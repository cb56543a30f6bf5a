/**
 * CMS text brings its own headings (often an h3 right under the page's h1). Screen reader
 * users move through a page by heading level, so a skipped level reads as missing content
 * (WCAG 1.3.1; axe 'heading-order'). This renumbers the fragment's headings to continue the
 * page's outline: the first heading becomes `topLevel`, and no heading goes more than one
 * level deeper than the one before it; going back up is kept as written. Never past h6.
 */
export function nestHeadings(html: string, topLevel: number): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const headings = [...template.content.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  if (headings.length === 0) return html;

  const written = headings.map((heading) => Number(heading.tagName[1]));
  const shift = topLevel - Math.min(...written);
  let previous = topLevel - 1;
  let changed = false;
  headings.forEach((heading, i) => {
    const level = Math.max(1, Math.min(6, written[i]! + shift, previous + 1));
    previous = level;
    if (level === written[i]) return;
    changed = true;
    const renamed = document.createElement(`h${level}`);
    for (const attribute of heading.attributes) {
      renamed.setAttribute(attribute.name, attribute.value);
    }
    renamed.append(...heading.childNodes);
    heading.replaceWith(renamed);
  });
  return changed ? template.innerHTML : html;
}
