/**
 * Shows the server's and the validation rules' English sentences in another language. The sentences are
 * written once, in English (MESSAGES, the schemas' messages); a translation gives each English template its
 * translated template, and the field names that appear in them. A sentence is matched against the English
 * templates, `{placeholders}` matching any text, and the translated template is filled with what they
 * matched, a `{label}` translated as a field name.
 */
import { formatMessage } from './messages';

export type MessageTranslation = {
  /** English template → translated template, `{placeholders}` kept. */
  templates: Readonly<Record<string, string>>;
  /** A field's English name, as the schemas give it → its translation. */
  labels: Readonly<Record<string, string>>;
};

type Compiled = { pattern: RegExp; names: string[]; translated: string };

const compiled = new WeakMap<MessageTranslation, { exact: Map<string, string>; patterns: Compiled[] }>();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(translation: MessageTranslation) {
  const exact = new Map<string, string>();
  const patterns: Compiled[] = [];
  for (const [english, translated] of Object.entries(translation.templates)) {
    const names: string[] = [];
    const source = english
      .split(/(\{\w+\})/)
      .map((part) => {
        const placeholder = /^\{(\w+)\}$/.exec(part);
        if (!placeholder) return escapeRegExp(part);
        names.push(placeholder[1]!);
        return '(.+?)';
      })
      .join('');
    if (names.length === 0) exact.set(english, translated);
    else patterns.push({ pattern: new RegExp(`^${source}$`, 's'), names, translated });
  }
  // The most specific template wins: the one with the most fixed text.
  const fixedLength = (c: Compiled) => c.pattern.source.replace(/\(\.\+\?\)/g, '').length;
  patterns.sort((a, b) => fixedLength(b) - fixedLength(a));
  const result = { exact, patterns };
  compiled.set(translation, result);
  return result;
}

/** A field name in the translation; names appear capitalised or, mid-sentence, in lower case. */
export function translateLabel(label: string, translation: MessageTranslation): string | undefined {
  const { labels } = translation;
  return labels[label] ?? labels[label.charAt(0).toUpperCase() + label.slice(1)];
}

/** The sentence in the translation's language, or the sentence itself when no template matches. */
export function translateMessage(text: string, translation: MessageTranslation): string {
  const { exact, patterns } = compiled.get(translation) ?? compile(translation);
  const whole = exact.get(text);
  if (whole !== undefined) return whole;
  for (const { pattern, names, translated } of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const params: Record<string, string> = {};
    let understood = true;
    names.forEach((name, i) => {
      const value = match[i + 1]!;
      if (name !== 'label') params[name] = value;
      else {
        const label = translateLabel(value, translation);
        if (label === undefined) understood = false;
        else params[name] = label;
      }
    });
    if (understood) return formatMessage(translated, params);
  }
  return text;
}

/** A translation of MESSAGES (key by key) and of the validation rules' templates, as one. */
export function messageTranslation(
  english: Readonly<Record<string, string>>,
  translated: Readonly<Record<string, string>>,
  validation: Readonly<Record<string, string>>,
  labels: Readonly<Record<string, string>>,
): MessageTranslation {
  const templates: Record<string, string> = { ...validation };
  for (const [key, text] of Object.entries(english)) {
    const value = translated[key];
    if (value !== undefined) templates[text] = value;
  }
  return { templates, labels };
}
