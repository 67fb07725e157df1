/** The server's sentences in Urdu, for the public pages' script (loaded only on an Urdu page, when needed). */
import { messageTranslation, translateMessage } from '@contract/message-translation';
import { MESSAGES } from '@contract/messages';
import { MESSAGES_UR } from '@contract/messages-ur';
import { FIELD_LABELS_UR, SENTENCES_UR } from '@contract/sentences-ur';

const urdu = messageTranslation(MESSAGES, MESSAGES_UR, SENTENCES_UR, FIELD_LABELS_UR);

export const toUrdu = (text: string) => translateMessage(text, urdu);
