import { manifestHref } from '../src/lib/locale-files';
import { switchLocalePath } from '../src/lib/locale';

/** Names the shell writes as they are in every language. */
const NOT_TRANSLATED = new Set(['SASUMA']);

/** Attributes whose value people read (or hear). */
const READ_ATTRIBUTES = /(\s(?:aria-label|alt|title)=")([^"]*)(")/g;

/**
 * msgid -> msgstr of a Lingui PO catalog (`lingui extract` writes one line per string; continued lines are joined).
 * Obsolete entries (`#~`) and entries with a context are left out: the shell's texts have none.
 */
export function readPoCatalog(po: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const block of po.split(/\r?\n\s*\r?\n/)) {
    if (/^#~/m.test(block) || /^msgctxt /m.test(block)) continue;
    const field = (name: string) => {
      const match = new RegExp(
        `^${name} ("(?:[^"\\\\]|\\\\.)*")((?:\\r?\\n"(?:[^"\\\\]|\\\\.)*")*)`,
        'm',
      ).exec(block);
      if (!match) return undefined;
      const parts = [match[1], ...(match[2]?.match(/"(?:[^"\\]|\\.)*"/g) ?? [])];
      return parts.map((part) => JSON.parse(part ?? '""') as string).join('');
    };
    const id = field('msgid');
    const str = field('msgstr');
    if (id && str) entries.set(id, str);
  }
  return entries;
}

const decode = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) =>
    name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : "'",
  );
const encode = (text: string) =>
  text.replace(/[&<>"]/g, (char) =>
    char === '&' ? '&amp;' : char === '<' ? '&lt;' : char === '>' ? '&gt;' : '&quot;',
  );

/**
 * The English shell (`en/shell.html`) from the built `shell.html`: the same page, scripts and stylesheet, with
 * `lang="en"`, the English manifest, the links under `/en` and every text people read (title, description, labels,
 * navigation) from the English catalog, so a first paint of an English route is English before the app starts.
 * A text the catalog does not have fails the build: the shell's words come from `index.html`, and a Portuguese one
 * must not reach English pages unseen.
 */
export function englishShell(shell: string, catalog: Map<string, string>): string {
  const missing: string[] = [];
  const translate = (text: string) => {
    const source = decode(text.trim());
    if (source === '' || NOT_TRANSLATED.has(source)) return text;
    const english = catalog.get(source);
    if (english === undefined) {
      missing.push(source);
      return text;
    }
    return text.replace(text.trim(), () => encode(english));
  };
  let html = replaceOnce(shell, /<html lang="pt">/, '<html lang="en">', 'no <html lang="pt">');
  html = replaceOnce(
    html,
    /(<link rel="manifest" href=")[^"]*(")/,
    `$1${manifestHref('en')}$2`,
    'no <link rel="manifest">',
  );
  // Comments are kept as they are; a tag gets its read attributes translated (and a link its English path); text
  // between tags is translated.
  html = html.replace(/(<!--[\s\S]*?-->)|(<[^>]*>)|([^<]+)/g, (token, comment?: string, tag?: string) => {
    if (comment !== undefined) return comment;
    if (tag !== undefined) {
      let english = tag.replace(READ_ATTRIBUTES, (_, before: string, value: string, after: string) => {
        return `${before}${translate(value)}${after}`;
      });
      if (/^<meta\b/.test(tag) && /\sname="description"/.test(tag))
        english = english.replace(
          /(\scontent=")([^"]*)(")/,
          (_, before: string, value: string, after: string) => {
            return `${before}${translate(value)}${after}`;
          },
        );
      if (/^<a\b/.test(tag))
        english = english.replace(
          /(\shref=")(\/[^"]*)(")/,
          (_, before: string, href: string, after: string) => {
            // A file (`/logo.svg`) is the same in both languages; an app route has no dot.
            return `${before}${href.includes('.') ? href : switchLocalePath(href, 'en')}${after}`;
          },
        );
      return english;
    }
    return translate(token);
  });
  if (missing.length > 0)
    throw new Error(
      `en/shell.html: not in src/locales/en/messages.po: ${missing.map((text) => `"${text}"`).join(', ')}`,
    );
  return html;
}

function replaceOnce(html: string, pattern: RegExp, replacement: string, problem: string): string {
  if (!pattern.test(html)) throw new Error(`shell.html: ${problem}`);
  return html.replace(pattern, replacement);
}
