/**
 * The codes of the validation rules' sentences, by their English. Zod carries a rule's message as text only,
 * so a rule's sentence is made from the catalogue (`sayRule`) and remembered here with its code and
 * parameters; the edge and the forms look the text up to send or show it by code. The entries are the rules'
 * own sentences and the catalogue's constant ones, made once when the schemas load: no request adds one.
 */
type Remembered = { code: string; params?: Readonly<Record<string, string | number>> };

const known = new Map<string, Remembered>();

export function rememberSaid(said: Remembered & { message: string }): string {
  if (!known.has(said.message)) known.set(said.message, { code: said.code, params: said.params });
  return said.message;
}

/** The code and parameters a rule's sentence was made from, if it was made from the catalogue. */
export const recallSaid = (message: string): Remembered | undefined => known.get(message);
