package org.refgraph.neo4j;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.configuration.connectors.BoltConnector;
import org.neo4j.configuration.connectors.BoltConnectorInternalSettings;
import org.neo4j.configuration.connectors.HttpConnector;
import org.neo4j.configuration.connectors.HttpsConnector;
import org.neo4j.configuration.helpers.SocketAddress;
import org.neo4j.dbms.api.DatabaseManagementService;
import org.neo4j.dbms.api.DatabaseManagementServiceBuilder;
import org.neo4j.graphdb.GraphDatabaseService;
import org.neo4j.graphdb.config.Setting;
import org.neo4j.logging.Level;
import org.neo4j.logging.log4j.Log4jLogProvider;

/**
 * Runs Neo4j Community embedded in this JVM and serves it over Bolt, so the
 * Refgraph API (neo4j-driver) talks to it exactly as it would to a Neo4j server.
 *
 * <p>Contract with scripts/engines/neo4j.sh: prints a line starting with
 * {@code READY} once the default database accepts work; exits 1 if Neo4j
 * cannot start; shuts the store down cleanly on SIGTERM/SIGINT.
 */
public final class Launcher {
    private static final long MIB = 1024L * 1024L;
    /** How long we give the default database to come up after build() returns. */
    private static final Duration AVAILABILITY_TIMEOUT = Duration.ofMinutes(3);

    private Launcher() {}

    public static void main(String[] args) {
        LauncherOptions options;
        try {
            options = LauncherOptions.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("refgraph-neo4j: " + e.getMessage());
            System.exit(2);
            return;
        }
        long startNanos = System.nanoTime();
        log("starting Neo4j (" + options + ")");

        DatabaseManagementService dbms;
        try {
            dbms = new DatabaseManagementServiceBuilder(options.home)
                    .setConfig(settings(options))
                    // Embedded Neo4j discards its user log unless given a provider; sending
                    // it to stdout puts "Bolt enabled", plugin and error messages in neo4j.log.
                    .setUserLogProvider(new Log4jLogProvider(System.out, Level.INFO))
                    .build();
        } catch (Throwable t) {
            System.err.println("refgraph-neo4j: Neo4j failed to start");
            t.printStackTrace();
            // build() may already have started non-daemon threads (page cache, Bolt,
            // schedulers); returning from main would leave a half-started JVM hanging.
            System.exit(1);
            return;
        }

        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            log("shutting down Neo4j");
            try {
                // Flushes the page cache and writes a clean checkpoint, so the next
                // start does not need recovery.
                dbms.shutdown();
                log("Neo4j stopped");
            } catch (Throwable t) {
                t.printStackTrace();
            } finally {
                stopped.countDown();
            }
        }, "refgraph-neo4j-shutdown"));

        GraphDatabaseService db = dbms.database(GraphDatabaseSettings.DEFAULT_DATABASE_NAME);
        if (!db.isAvailable(AVAILABILITY_TIMEOUT.toMillis())) {
            System.err.println("refgraph-neo4j: database '" + GraphDatabaseSettings.DEFAULT_DATABASE_NAME
                    + "' not available after " + AVAILABILITY_TIMEOUT.toSeconds() + " s");
            System.exit(1); // runs the shutdown hook above
            return;
        }

        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNanos);
        // The start script waits for this exact word; keep it at the start of the line.
        System.out.println("READY bolt://" + options.boltAddress + ":" + options.boltPort + " in " + millis + " ms");
        System.out.flush();

        // Keep main alive until the shutdown hook has finished; the process ends on a signal.
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    static Map<Setting<?>, Object> settings(LauncherOptions o) {
        Map<Setting<?>, Object> s = new HashMap<>();

        // Bolt only, on loopback, no TLS and no auth: a local development/CI engine.
        s.put(BoltConnector.enabled, true);
        s.put(BoltConnector.listen_address, new SocketAddress(o.boltAddress, o.boltPort));
        s.put(BoltConnector.encryption_level, BoltConnector.EncryptionLevel.DISABLED);
        s.put(HttpConnector.enabled, false);
        s.put(HttpsConnector.enabled, false);
        s.put(GraphDatabaseSettings.auth_enabled, false);

        // Memory: the page cache is off-heap, on top of -Xmx; transactions are capped so
        // one runaway query fails instead of taking the JVM down.
        s.put(GraphDatabaseSettings.pagecache_memory, o.pagecacheMiB * MIB);
        s.put(GraphDatabaseSettings.memory_transaction_global_max_size, o.txMemoryMiB * MIB);

        // Bolt waits 5 s for connections and 5 s for its thread pool on shutdown by
        // default, which makes every stop take 10 s; half a second is plenty locally.
        s.put(BoltConnectorInternalSettings.connection_shutdown_wait_time, Duration.ofMillis(500));
        s.put(BoltConnectorInternalSettings.thread_pool_shutdown_wait_time, Duration.ofMillis(500));

        // Neo4j preallocates each transaction log file at its full 256 MiB, for the system
        // and the neo4j database alike: half a gigabyte of disk for an empty store. Our
        // write volume is small, so grow the files as needed instead.
        s.put(GraphDatabaseSettings.preallocate_logical_logs, false);

        // No usage reports: our machines have no general network access.
        s.put(GraphDatabaseSettings.udc_enabled, false);

        if (o.pluginDir != null) {
            // Only the jars that declare procedures go in plugin_dir (their dependencies
            // are on the classpath); GDS and APOC need unrestricted access to internals.
            s.put(GraphDatabaseSettings.plugin_dir, o.pluginDir);
            s.put(GraphDatabaseSettings.procedure_unrestricted, List.of("gds.*", "apoc.*"));
        }
        return s;
    }

    private static void log(String message) {
        System.out.println("refgraph-neo4j: " + message);
        System.out.flush();
    }
}
