/**
 * Checks every generated SVG must pass, shared by the media tests: well-formed markup, nothing
 * active or external, ids unique and every url(#…) pointing at one of them.
 */

/**
 * A small XML well-formedness check: every tag must close in order, attributes must be quoted,
 * and nothing but whitespace-free markup may sit between tags (the art has no text nodes).
 */
export function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g;
  let end = 0;
  for (let match = tag.exec(xml); match; match = tag.exec(xml)) {
    if (match.index !== end) problems.push(`stray text at ${end}: ${xml.slice(end, match.index)}`);
    end = match.index + match[0].length;
    const [, closing, name = '', , selfClosing] = match;
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open}>`);
    } else if (!selfClosing) {
      stack.push(name);
    }
  }
  if (end !== xml.length) problems.push(`unparsed tail at ${end}: ${xml.slice(end, end + 40)}`);
  if (stack.length > 0) problems.push(`unclosed: ${stack.join(', ')}`);
  return problems;
}

/** Problems of a generated SVG of the given size, whatever it draws. */
export function svgProblems(svg: string, width: number, height = width): string[] {
  // A <style> block (the looping heroes) is the one text node allowed; its rules are checked apart.
  const styles = [...svg.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1] ?? '');
  const problems = xmlProblems(svg.replace(/<style>[^<]*<\/style>/g, '<style></style>'));
  for (const css of styles) {
    if (/@import|url\(|expression/i.test(css)) problems.push('style loads or runs something');
  }
  if (!svg.startsWith('<svg')) problems.push('does not start with <svg');
  if (!svg.includes('xmlns="http://www.w3.org/2000/svg"')) problems.push('no SVG namespace');
  if (!svg.includes(`viewBox="0 0 ${width} ${height}"`)) problems.push('wrong viewBox');
  if (!svg.includes(`width="${width}" height="${height}"`)) problems.push('wrong size');
  // Broken numbers as JavaScript prints them (case matters: a base-36 id may well spell "nan"),
  // and markup that runs, links or needs fonts.
  const bad: Array<[string, RegExp]> = [
    ['<script', /<script/i],
    ['NaN', /NaN/],
    ['undefined', /undefined/],
    ['Infinity', /Infinity/],
    ['href', /\s(xlink:)?href=/i],
    ['<text', /<text/i],
    ['font', /<font|\sfont[\w-]*=|font-family|font:/i],
    ['on', /\son\w+=/],
  ];
  for (const [name, pattern] of bad) {
    if (pattern.test(svg)) problems.push(`contains ${name}`);
  }
  // Fills may only point at gradients and clip paths defined in the same file.
  const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  if (new Set(ids).size !== ids.length) problems.push('duplicate ids');
  for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g)) {
    if (!ids.includes(ref)) problems.push(`dangling url(#${ref})`);
  }
  if (/url\((?!#)/.test(svg)) problems.push('external url()');
  return problems;
}

export function bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}
