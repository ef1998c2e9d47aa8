/** Dialog widths (product.md §9): create and edit dialogs 400px, image settings 600px. */
export const DIALOG_WIDTH = { form: 400, image: 600 } as const;
