#!/usr/bin/python3
"""A MongoDB wire-protocol server for tests: Debian's python3-mockupdb speaks the protocol on a real
socket, python3-mongomock supplies the query/update/aggregation semantics.

Why: no MongoDB server can be installed on these machines, yet the app's MongoDB adapter must run in
CI. With this bridge the official Node.js driver connects over TCP exactly as it would to mongod
(handshake, OP_MSG commands, cursors, write errors), so the adapter's driver code path is exercised.
What it does NOT prove: MongoDB's own behaviour (mongomock is a re-implementation), replica-set
features (no change streams, no transactions), performance.

Usage: bridge.py [--port N]   prints "listening <port>" on stdout when ready; stops on SIGTERM/stdin EOF.
Requires: apt-get install python3-mockupdb python3-mongomock
"""
import argparse
import itertools
import re
import signal
import sys
import threading
import time
from datetime import datetime

import mongomock
from pymongo import ReturnDocument
from bson.int64 import Int64
from mockupdb import MockupDB, OpMsg

MAX_WIRE_VERSION = 21  # MongoDB 7.0: the Node.js driver 7 needs at least 8 (4.2)
BATCH = 101

client = mongomock.MongoClient()
lock = threading.RLock()  # one command at a time: per-document atomicity, like mongod's
cursors = {}
cursor_ids = itertools.count(1)
connection_ids = itertools.count(1)


def hello_reply():
    return {
        'ismaster': True, 'isWritablePrimary': True, 'helloOk': True,
        'maxWireVersion': MAX_WIRE_VERSION, 'minWireVersion': 0,
        'maxBsonObjectSize': 16 * 1024 * 1024, 'maxMessageSizeBytes': 48000000,
        'maxWriteBatchSize': 100000, 'localTime': datetime.utcnow(),
        'logicalSessionTimeoutMinutes': 30, 'connectionId': next(connection_ids),
        'readOnly': False, 'ok': 1,
    }


class CommandError(Exception):
    def __init__(self, code, errmsg, **extra):
        super().__init__(errmsg)
        self.code, self.errmsg, self.extra = code, errmsg, extra


def key_pattern_of(coll, err):
    """mongomock's DuplicateKeyError names no index; find the unique index the message mentions."""
    text = str(err)
    for name, info in coll.index_information().items():
        if info.get('unique') and (name in text or '_id_' == name):
            if name in text:
                return dict(info['key'])
    if '_id' in text:
        return {'_id': 1}
    for info in coll.index_information().values():
        if info.get('unique'):
            return dict(info['key'])
    return {'_id': 1}


def dup_error(coll, err, index=0):
    return {'index': index, 'code': 11000, 'errmsg': 'E11000 duplicate key error: %s' % err,
            'keyPattern': key_pattern_of(coll, err), 'keyValue': {}}


def batch_reply(ns, docs, batch_size, first=True, single=False):
    size = batch_size or BATCH
    head, rest = docs[:size], docs[size:]
    cid = 0
    if rest and not single:
        cid = next(cursor_ids)
        cursors[cid] = (ns, rest)
    return {'cursor': {'id': Int64(cid), 'ns': ns, ('firstBatch' if first else 'nextBatch'): head}, 'ok': 1}


def cmd_find(db, cmd):
    coll = db[cmd['find']]
    cur = coll.find(cmd.get('filter') or {}, cmd.get('projection') or None)
    if cmd.get('sort'):
        cur = cur.sort(list(cmd['sort'].items()))
    if cmd.get('skip'):
        cur = cur.skip(cmd['skip'])
    if cmd.get('limit'):
        cur = cur.limit(abs(cmd['limit']))
    docs = list(cur)
    return batch_reply('%s.%s' % (db.name, coll.name), docs, cmd.get('batchSize'), single=cmd.get('singleBatch', False))


def cmd_get_more(db, cmd):
    cid = cmd['getMore']
    if cid not in cursors:
        raise CommandError(43, 'cursor id %s not found' % cid)
    ns, rest = cursors.pop(cid)
    size = cmd.get('batchSize') or BATCH
    head, tail = rest[:size], rest[size:]
    new_id = 0
    if tail:
        cursors[cid] = (ns, tail)
        new_id = cid
    return {'cursor': {'id': Int64(new_id), 'ns': ns, 'nextBatch': head}, 'ok': 1}


def cmd_kill_cursors(db, cmd):
    killed = [c for c in cmd.get('cursors', []) if cursors.pop(c, None) is not None]
    return {'cursorsKilled': killed, 'cursorsNotFound': [], 'cursorsAlive': [], 'cursorsUnknown': [], 'ok': 1}


def cmd_insert(db, cmd):
    coll = db[cmd['insert']]
    n, errors = 0, []
    for i, doc in enumerate(cmd.get('documents', [])):
        try:
            coll.insert_one(doc)
            n += 1
        except mongomock.DuplicateKeyError as err:
            errors.append(dup_error(coll, err, i))
            if cmd.get('ordered', True):
                break
    reply = {'n': n, 'ok': 1}
    if errors:
        reply['writeErrors'] = errors
    return reply


def run_update(coll, spec):
    q, u = spec.get('q', {}), spec.get('u', {})
    upsert, multi = spec.get('upsert', False), spec.get('multi', False)
    if isinstance(u, list):
        raise CommandError(9, 'pipeline updates are not supported by the bridge')
    if u and not any(k.startswith('$') for k in u):
        result = coll.replace_one(q, u, upsert=upsert)
    elif multi:
        result = coll.update_many(q, u, upsert=upsert)
    else:
        result = coll.update_one(q, u, upsert=upsert)
    return result


def cmd_update(db, cmd):
    coll = db[cmd['update']]
    n = modified = 0
    upserted, errors = [], []
    for i, spec in enumerate(cmd.get('updates', [])):
        try:
            r = run_update(coll, spec)
        except mongomock.DuplicateKeyError as err:
            errors.append(dup_error(coll, err, i))
            if cmd.get('ordered', True):
                break
            continue
        except mongomock.WriteError as err:
            errors.append({'index': i, 'code': getattr(err, 'code', None) or 2, 'errmsg': str(err)})
            if cmd.get('ordered', True):
                break
            continue
        if r.upserted_id is not None:
            upserted.append({'index': i, '_id': r.upserted_id})
            n += 1
        else:
            n += r.matched_count
            modified += r.modified_count
    reply = {'n': n, 'nModified': modified, 'ok': 1}
    if upserted:
        reply['upserted'] = upserted
    if errors:
        reply['writeErrors'] = errors
    return reply


def cmd_delete(db, cmd):
    coll = db[cmd['delete']]
    n = 0
    for spec in cmd.get('deletes', []):
        if spec.get('limit', 0) == 1:
            n += coll.delete_one(spec.get('q', {})).deleted_count
        else:
            n += coll.delete_many(spec.get('q', {})).deleted_count
    return {'n': n, 'ok': 1}


def cmd_find_and_modify(db, cmd):
    coll = db[cmd['findAndModify']]
    query, sort = cmd.get('query') or {}, cmd.get('sort')
    sort_list = list(sort.items()) if sort else None
    try:
        if cmd.get('remove'):
            before = coll.find_one_and_delete(query, sort=sort_list, projection=cmd.get('fields'))
            return {'lastErrorObject': {'n': 1 if before else 0}, 'value': before, 'ok': 1}
        update = cmd.get('update') or {}
        return_after = ReturnDocument.AFTER if cmd.get('new') else ReturnDocument.BEFORE
        existed = coll.find_one(query, sort=sort_list) is not None
        if update and not any(k.startswith('$') for k in update):
            value = coll.find_one_and_replace(query, update, sort=sort_list, upsert=cmd.get('upsert', False),
                                              return_document=return_after, projection=cmd.get('fields'))
        else:
            value = coll.find_one_and_update(query, update, sort=sort_list, upsert=cmd.get('upsert', False),
                                             return_document=return_after, projection=cmd.get('fields'))
    except mongomock.DuplicateKeyError as err:
        raise CommandError(11000, 'E11000 duplicate key error: %s' % err, keyPattern=key_pattern_of(coll, err), keyValue={})
    except mongomock.WriteError as err:
        raise CommandError(getattr(err, 'code', None) or 2, str(err))
    leo = {'n': 1, 'updatedExisting': existed}
    return {'lastErrorObject': leo, 'value': value, 'ok': 1}


def mongomock_dialect(value):
    """mongomock 4.1 knows $substr but not its newer name $substrBytes (same arguments). Known
    deviation: mongomock slices by code point, MongoDB by byte, so non-ASCII offsets differ."""
    if isinstance(value, dict):
        return {('$substr' if k == '$substrBytes' else k): mongomock_dialect(v) for k, v in value.items()}
    if isinstance(value, list):
        return [mongomock_dialect(v) for v in value]
    return value


def cmd_aggregate(db, cmd):
    coll = db[cmd['aggregate']]
    docs = list(coll.aggregate(mongomock_dialect(cmd.get('pipeline', []))))
    return batch_reply('%s.%s' % (db.name, coll.name), docs, (cmd.get('cursor') or {}).get('batchSize'))


def cmd_count(db, cmd):
    return {'n': db[cmd['count']].count_documents(cmd.get('query') or {}), 'ok': 1}


def cmd_create_indexes(db, cmd):
    coll = db[cmd['createIndexes']]
    before = len(coll.index_information())
    for index in cmd.get('indexes', []):
        opts = {k: index[k] for k in ('unique', 'sparse', 'name') if k in index}
        try:
            coll.create_index(list(index['key'].items()), **opts)
        except mongomock.DuplicateKeyError as err:
            raise CommandError(11000, 'E11000 duplicate key error: %s' % err, keyPattern=dict(index['key']), keyValue={})
    return {'numIndexesBefore': before, 'numIndexesAfter': len(coll.index_information()),
            'createdCollectionAutomatically': before == 0, 'ok': 1}


def cmd_list_indexes(db, cmd):
    coll = db[cmd['listIndexes']]
    docs = [{'v': 2, 'key': dict(info['key']), 'name': name, **({'unique': True} if info.get('unique') else {})}
            for name, info in coll.index_information().items()]
    return batch_reply('%s.%s' % (db.name, coll.name), docs, None)


def cmd_list_collections(db, cmd):
    docs = [{'name': n, 'type': 'collection', 'options': {}, 'info': {'readOnly': False}} for n in db.list_collection_names()]
    return batch_reply('%s.$cmd.listCollections' % db.name, docs, None)


def cmd_drop(db, cmd):
    db.drop_collection(cmd['drop'])
    return {'ok': 1}


def cmd_drop_database(db, cmd):
    client.drop_database(db.name)
    return {'dropped': db.name, 'ok': 1}


def cmd_ok(db, cmd):
    return {'ok': 1}


def cmd_build_info(db, cmd):
    return {'version': '7.0.0', 'versionArray': [7, 0, 0, 0], 'ok': 1}


COMMANDS = {
    'find': cmd_find, 'getmore': cmd_get_more, 'killcursors': cmd_kill_cursors,
    'insert': cmd_insert, 'update': cmd_update, 'delete': cmd_delete,
    'findandmodify': cmd_find_and_modify, 'aggregate': cmd_aggregate, 'count': cmd_count,
    'createindexes': cmd_create_indexes, 'listindexes': cmd_list_indexes,
    'listcollections': cmd_list_collections, 'drop': cmd_drop, 'dropdatabase': cmd_drop_database,
    'ping': cmd_ok, 'endsessions': cmd_ok, 'buildinfo': cmd_build_info, 'getparameter': cmd_ok,
}

HANDSHAKE = {'hello', 'ismaster'}


class _Silent:
    """Wraps a moreToCome request: the client expects no reply, so every reply is dropped."""
    def __init__(self, request):
        self.doc, self.namespace = request.doc, request.namespace

    def replies(self, *_args, **_kwargs):
        return True

    command_err = replies


MORE_TO_COME = 0x2


def handle(request):
    doc = request.doc
    if isinstance(request, OpMsg) and request.flags & MORE_TO_COME:
        # Unacknowledged write (w: 0), e.g. endSessions at close: run it, send nothing back.
        request = _Silent(request)
    if '$query' in doc:  # legacy OP_QUERY handshake wrapped with a read preference
        doc = doc['$query']
    name = next(iter(doc), '')
    lname = name.lower()
    if lname in HANDSHAKE:
        return request.replies(hello_reply())
    db_name = doc.get('$db') or (request.namespace or 'test').split('.')[0]
    fn = COMMANDS.get(lname)
    if fn is None:
        return request.command_err(59, 'no such command: %s (the test bridge implements only what the app uses)' % name)
    try:
        with lock:
            reply = fn(client[db_name], doc)
    except CommandError as err:
        return request.replies({'ok': 0, 'code': err.code, 'errmsg': err.errmsg, **err.extra})
    except Exception as err:  # surface mongomock's limits as command errors, never a hang-up
        return request.replies({'ok': 0, 'code': 1, 'errmsg': '%s: %s' % (type(err).__name__, err)})
    return request.replies(reply)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--port', type=int, default=0)
    args = parser.parse_args()
    server = MockupDB(port=args.port, auto_ismaster=False)
    server.autoresponds(lambda request: handle(request) or True)
    server.run()
    print('listening %d' % server.port, flush=True)

    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    threading.Thread(target=lambda: (sys.stdin.read(), stop.set()), daemon=True).start()
    stop.wait()
    server.stop()


if __name__ == '__main__':
    main()
