/** The invoicing service's prefix (spec section 7): reports now, invoices and contracts beside them. */
export const invoicingService = 'invoicing';

export const reportsPath = `${invoicingService}/merchants/{merchantCode}/divisions/{divisionCode}/reports`;
