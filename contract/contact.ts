/** The public contact form (spec part 1 §2 Contact, §3, §5). */
import { sayRule } from './message-catalogue';
import { z } from 'zod';
import { CONTACT_SUBJECTS } from './enums';
import { EmailSchema, emptyToUndefined, enumSchema, nameText, phoneSchema, requiredText } from './fields';

export const ContactMessageInputSchema = z.object({
  name: nameText('Name'),
  email: EmailSchema,
  phone: z.preprocess(emptyToUndefined, phoneSchema('Phone').optional()),
  subject: enumSchema('Subject', CONTACT_SUBJECTS),
  message: requiredText('Message', 5000),
});
export type ContactMessageInput = z.input<typeof ContactMessageInputSchema>;

export const ContactMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.enum(CONTACT_SUBJECTS),
  message: z.string(),
  handled: z.boolean(),
  handledAt: z.string().nullable(),
  handledBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const ContactMessageListSchema = z.object({ messages: z.array(ContactMessageSchema) });
export const ContactMessageQuerySchema = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(['all', 'open', 'handled']).default('all')),
});
export const ContactMessageUpdateSchema = z.object({
  handled: z.boolean({ error: sayRule('field.boolean', { label: 'Handled' }) }),
});
