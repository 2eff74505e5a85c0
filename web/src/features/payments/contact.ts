/** Where review centers and groups reach the sales team (Contact Sales on /pricing). */
export const SALES_EMAIL = 'sales@crimreview.ph';
