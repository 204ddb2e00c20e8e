import neo4j, { Driver } from 'neo4j-driver';

export function createNeo4jDriver(settings: { url: string; user: string; password: string | undefined }): Driver {
  // Our embedded Neo4j runs without auth; a deployed one passes a password.
  const auth = settings.password === undefined ? undefined : neo4j.auth.basic(settings.user, settings.password);
  return neo4j.driver(settings.url, auth, { disableLosslessIntegers: true });
}
