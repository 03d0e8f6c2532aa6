import { z } from 'zod';

// Validation messages reach users (400 answers, forms): Spanish everywhere. Every schema of this
// package takes `z` from here, so the messages are Spanish wherever a schema is used, and code that
// needs only a path or a constant of the package does not load the validation library.
z.config(z.locales.es());

export { z };
