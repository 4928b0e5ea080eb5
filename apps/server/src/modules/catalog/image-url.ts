/** A dish's image: the configured image service, or the generated SVG (decision 007). */
export function imageUrl(iikoId: string, template?: string): string {
  return template
    ? template.replaceAll('{iikoId}', encodeURIComponent(iikoId))
    : `/media/products/${iikoId}.svg`;
}
