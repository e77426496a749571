/** The element every measured entry renders into. */
export function mount(): HTMLElement {
  const container = document.getElementById('root');
  if (container === null) throw new Error('the page has no #root element');
  return container;
}
