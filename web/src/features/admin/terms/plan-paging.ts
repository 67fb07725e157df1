/** Rows of a plan's list shown at a time: a start of 20,000 students lists them in pages, never all at once. */
export const PLAN_PAGE_SIZE = 50;
