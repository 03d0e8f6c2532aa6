import fp from 'fastify-plugin';
import { loadArticles } from '../../content/article-file';
import { articlesRoutes } from './articles.routes';

/** The articles of content/articles, read once at start-up. */
export const articlesModule = fp(
  async (app) => {
    await app.register(articlesRoutes, { prefix: '/api', articles: loadArticles(app.config.contentDir) });
  },
  { name: 'articles' },
);
