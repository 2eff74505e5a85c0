/** Contact Sales on /pricing until the administrators' setting (GET /settings/public) has loaded. */
export const SALES_EMAIL = 'sales@crimreview.ph';
