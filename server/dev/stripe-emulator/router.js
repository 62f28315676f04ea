const ID = '([A-Za-z0-9_]+)';
/** A route from a path template such as `/v1/customers/:id/payment_methods`. */
export function route(method, template, handler, options = {}) {
    const pattern = new RegExp(`^${template.replace(/:[a-z_]+/g, ID)}$`);
    return { method, pattern, handler, publishable: options.publishable ?? false };
}
