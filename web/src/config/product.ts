/** The product's name in the top navigation, the sign-in page and the browser title. */
export const PRODUCT_NAME = 'Hiring Platform';
