/**
 * Texts of the transcript verification page (/verify/:code). Only the server renders that page, so they stay
 * out of the browser's bundles: imported by the page, not by the dictionary.
 */
import { addStrings } from './dictionaries';

export const enVerify = {
  'verify.title': 'Transcript verification',
  'verify.description': 'Confirms a transcript issued by the college from its verification code.',
  'verify.verified': 'Transcript verified',
  'verify.verifiedBody':
    'The college issued a transcript with this verification code. Compare these details with the paper.',
  'verify.code': 'Verification code',
  'verify.name': 'Name',
  'verify.program': 'Program',
  'verify.cgpa': 'CGPA',
  'verify.issued': 'Date of issue',
  'verify.failed': 'This transcript could not be verified',
  'verify.failedBody':
    'No transcript was issued with this code. Check the code printed on the transcript, or contact the college.',
} as const satisfies Record<string, string>;

addStrings('en', enVerify);
