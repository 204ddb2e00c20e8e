package org.refgraph.neo4j;

import java.nio.file.Path;

/**
 * Command-line options of the launcher. scripts/engines/neo4j.sh turns the
 * REFGRAPH_NEO4J_* environment variables into these flags, so the Java side
 * has a single, explicit source of configuration.
 *
 * <pre>
 *   --home DIR           Neo4j home; the store lives in DIR/data (required)
 *   --bolt-address HOST  address Bolt listens on (default 127.0.0.1: never expose it)
 *   --bolt-port N        Bolt port (default 7687)
 *   --pagecache-mb N     page cache size in MiB (default 256)
 *   --tx-memory-mb N     global cap on transaction memory in MiB (default 512)
 *   --plugin-dir DIR     folder of procedure jars (GDS, APOC); absent = no plugins
 * </pre>
 */
final class LauncherOptions {
    Path home;
    String boltAddress = "127.0.0.1";
    int boltPort = 7687;
    long pagecacheMiB = 256;
    long txMemoryMiB = 512;
    Path pluginDir; // null: run plain Neo4j without GDS/APOC procedures

    static LauncherOptions parse(String[] args) {
        LauncherOptions o = new LauncherOptions();
        for (int i = 0; i < args.length; i++) {
            String flag = args[i];
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException("missing value after " + flag);
            }
            String value = args[++i];
            switch (flag) {
                case "--home" -> o.home = Path.of(value).toAbsolutePath();
                case "--bolt-address" -> o.boltAddress = value;
                case "--bolt-port" -> o.boltPort = Integer.parseInt(value);
                case "--pagecache-mb" -> o.pagecacheMiB = Long.parseLong(value);
                case "--tx-memory-mb" -> o.txMemoryMiB = Long.parseLong(value);
                case "--plugin-dir" -> o.pluginDir = value.isEmpty() ? null : Path.of(value).toAbsolutePath();
                default -> throw new IllegalArgumentException("unknown option " + flag);
            }
        }
        if (o.home == null) {
            throw new IllegalArgumentException("--home is required");
        }
        if (o.boltPort < 1 || o.boltPort > 65535) {
            throw new IllegalArgumentException("--bolt-port out of range: " + o.boltPort);
        }
        return o;
    }

    @Override
    public String toString() {
        return "home=" + home + " bolt=" + boltAddress + ":" + boltPort + " pagecache=" + pagecacheMiB
                + "MiB txMemory=" + txMemoryMiB + "MiB plugins=" + (pluginDir == null ? "off" : pluginDir);
    }
}
