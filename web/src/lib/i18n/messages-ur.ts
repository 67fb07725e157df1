/** The message catalogue's Urdu, loaded only on an Urdu page (languages.ts, the public pages' script). */
import { isMessageCode, renderMessage } from '@contract/message-catalogue';
import { recallSaid } from '@contract/message-registry';
import { URDU } from '@contract/messages-ur';
import type { MessageRenderer, SaidText } from './messages';

const said = ({ code, params }: SaidText) =>
  isMessageCode(code) ? renderMessage(code, params, 'ur', URDU) : undefined;

export const urduMessages: MessageRenderer = {
  said,
  text: (text) => {
    const known = recallSaid(text);
    return known ? said({ message: text, ...known }) : undefined;
  },
  label: (english) => URDU.labels[english],
};
