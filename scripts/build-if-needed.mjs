#!/usr/bin/env node
// What `npm install` (postinstall) and `npm start` build: the web app and the server, each only
// when its output is missing or older than one of its sources. In one process, so a restart pays
// for one Node start and two walks of the sources, not for a build.
import { buildServer, serverIsBuilt } from '../apps/server/build.mjs';
import { buildWebIfNeeded } from './build-web-if-needed.mjs';

buildWebIfNeeded();
if (!serverIsBuilt()) await buildServer();
