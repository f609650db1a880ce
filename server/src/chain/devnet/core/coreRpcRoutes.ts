import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteModule } from '../../../http/services';
import { libeventDefaultType, sendExact } from './exactReply';
import { answerJsonRpc } from './jsonRpcServer';
import { rpcAuthorized } from './rpcAuth';
import { executeRpc } from './rpcDispatch';
import { RpcError } from './rpcError';
import type { CoreContext } from './rpcMethod';

/**
 * Bitcoin Core's JSON-RPC server (src/httprpc.cpp) at /bitcoin-rpc/, so a second server reads this devnet through
 * its Bitcoin Core adapter exactly as it would read bitcoind: HTTP basic auth as user `devnet`, password `devnet`
 * (401 with Core's WWW-Authenticate otherwise), POST only, bodies read as JSON whatever their declared type.
 */
export const coreRpcRoutes: RouteModule<'database' | 'devnet'> = (app, { database, devnet }) => {
  if (devnet === undefined) return;
  const context: CoreContext = { db: database.db, devnet };
  const plain = { schema: { hide: true } };

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!rpcAuthorized(request.headers.authorization)) {
      void reply.header('www-authenticate', 'Basic realm="jsonrpc"');
      return sendExact(reply, 401, libeventDefaultType, '');
    }
    const body = typeof request.body === 'string' ? request.body : '';
    const answered = await answerJsonRpc(body, (method, params) =>
      executeRpc(method, params, context).catch((error: unknown) => {
        // Answered as Core answers an exception (-1 with its message), and kept for whoever runs the devnet.
        if (!(error instanceof RpcError)) request.log.error({ err: error, method }, 'devnet RPC call failed');
        throw error;
      }),
    );
    if (answered.body === undefined) return reply.status(answered.status).send();
    return sendExact(reply, answered.status, 'application/json', answered.body);
  };
  const onlyPost = (_request: FastifyRequest, reply: FastifyReply) =>
    sendExact(reply, 405, libeventDefaultType, 'JSONRPC server handles only POST requests');

  void app.register((scope, _options, done) => {
    // Core reads the body as JSON whatever Content-Type says (bitcoin-cli and curl send none or form types).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, parsed) => {
      parsed(null, body);
    });
    for (const path of ['/bitcoin-rpc', '/bitcoin-rpc/']) {
      scope.post(path, plain, answer);
      scope.get(path, plain, onlyPost);
    }
    done();
  });
};
