/** The college's name and contact details, shown in the header, footer and public pages. */
export const COLLEGE = {
  name: 'Government Associate College',
  address: 'Model Town A, Bahawalpur, Punjab, Pakistan',
  phones: ['+92 62 9255001', '+92 62 9255002'],
  email: 'info@college.edu.pk',
} as const;

/** A phone number as a `tel:` link target (spaces removed). */
export const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;
