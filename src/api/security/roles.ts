/**
 * type-graphql's @Authorized(role) check: a principal may do what its role and every role below
 * it may do (keys/roles.ts). Refusals are typed: FORBIDDEN names the role the field needs.
 */
import type { AuthChecker } from 'type-graphql';
import { RefgraphError } from '../../errors/refgraph-error';
import { isRole, roleAllows } from '../../keys';
import type { Context } from '../context';

export const authChecker: AuthChecker<Context> = ({ context, info }, roles) => {
  const needed = roles.find(isRole) ?? 'reader';
  if (roleAllows(context.principal.role, needed)) return true;
  const who = context.principal.kind === 'anonymous' ? 'anonymous clients' : `a ${context.principal.role} key`;
  throw new RefgraphError('FORBIDDEN', `${info.fieldName} needs a ${needed} key; ${who} may not use it`, { needed, field: info.fieldName });
};
