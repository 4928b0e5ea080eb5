/** Text made safe inside HTML (element content and quoted attributes) of the server's own pages. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
