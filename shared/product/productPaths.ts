/** The product page's view beacon (SPEC section 7), apart from the request schemas so the page loads no zod for it. */
export const productViewPath = (productId: number) => `/api/v6/products/${productId}/view`;
