import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { startStandaloneServer } from '@apollo/server/standalone';
import type { Context } from './context';
import { createContext } from './context';
import { maskErrors } from './error-masking';
import { buildRefgraphSchema } from './schema';
import type { Services } from './services';

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

export async function startServer(services: Services, options: { port: number; host: string }): Promise<RunningServer> {
  const server = new ApolloServer<Context>({
    schema: await buildRefgraphSchema(),
    introspection: true,
    plugins: [ApolloServerPluginLandingPageLocalDefault({ embed: true, footer: false })],
    formatError: maskErrors({
      exposeInternalMessages: process.env.NODE_ENV !== 'production',
      log: (error) => console.error('internal error:', error),
    }),
  });
  const { url } = await startStandaloneServer(server, {
    listen: { port: options.port, host: options.host },
    context: async () => createContext(services),
  });
  return { url, stop: () => server.stop() };
}
