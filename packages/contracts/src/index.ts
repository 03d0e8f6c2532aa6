import { z } from 'zod';

// Validation messages reach users (400 answers, forms): Spanish everywhere.
z.config(z.locales.es());

export * from './errors';
export * from './text';
export * from './health';
export * from './jobs';
export * from './auth';
export * from './users';
export * from './audit';
export * from './question';
export * from './exams';
export * from './access-codes';
export * from './questions';
export * from './schedule';
export * from './articles';
export * from './legal';
export * from './library';
export * from './orders';
export * from './question-bank';
export * from './ballots';
export * from './progress';
export * from './page-renderer';
export * from './share-images';
export * from './site-paths';
