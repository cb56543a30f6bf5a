/** The result banner of the login dialog (product-rules §4: shown after a result, can be closed). */
export interface DialogNotice {
  message: string;
  variant: 'info' | 'warning';
}
