/**
 * Text a teacher wrote (a question, an option, an accepted answer), which may mix Urdu with English terms.
 * Its element carries `dir="auto"`; inside Urdu text each Latin run ("partial dependency", "SQL", "2NF") is
 * isolated left to right, so that the brackets and punctuation around it take the sentence's direction instead
 * of being pulled into the run (docs/decisions/0024-urdu-ltr-fragments-isolated-nastaliq-never-clipped.md).
 */
const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f]/;
const LATIN_RUN = /[A-Za-z0-9][A-Za-z0-9 .,'’:;/+\-_%&*=<>]*[A-Za-z0-9%]|[A-Za-z0-9]/g;

export function WrittenText({ text }: { text: string }) {
  if (!ARABIC_SCRIPT.test(text)) return <>{text}</>;
  const parts: (string | React.JSX.Element)[] = [];
  let last = 0;
  for (const match of text.matchAll(LATIN_RUN)) {
    parts.push(text.slice(last, match.index));
    parts.push(
      <bdi key={match.index} dir="ltr">
        {match[0]}
      </bdi>,
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
