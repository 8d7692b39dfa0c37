package kgchat.neo4jserver;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CountDownLatch;

import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.configuration.connectors.BoltConnector;
import org.neo4j.configuration.connectors.BoltConnectorInternalSettings;
import org.neo4j.configuration.connectors.HttpConnector;
import org.neo4j.configuration.connectors.HttpsConnector;
import org.neo4j.configuration.helpers.SocketAddress;
import org.neo4j.dbms.api.DatabaseManagementService;
import org.neo4j.dbms.api.DatabaseManagementServiceBuilder;
import org.neo4j.graphdb.QueryExecutionException;
import org.neo4j.io.ByteUnit;

/**
 * A Neo4j Community server for kgchat's tests and benchmarks, with Bolt on a loopback port.
 *
 * <pre>
 * java -Xmx1g -cp 'target/*:target/lib/*' kgchat.neo4jserver.Main DATA_DIR PORT [--password PW] [--exit-on-stdin-eof]
 * </pre>
 *
 * <ul>
 *   <li>DATA_DIR: the server's home (created if missing); the test plugin passes a fresh temporary directory.</li>
 *   <li>PORT: Bolt port on 127.0.0.1; 0 picks a free one.</li>
 *   <li>--password PW: auth stays enabled; user {@code neo4j} gets this password (at least 8 characters,
 *       default {@code kgchat-test}). Auth is on so that wrong credentials can be tested.</li>
 *   <li>--exit-on-stdin-eof: shut down when stdin closes, so a server started by a test session cannot outlive
 *       it (leave it off when starting in the background with stdin at /dev/null).</li>
 * </ul>
 *
 * Prints {@code READY bolt://127.0.0.1:PORT} on stdout once Bolt accepts connections; shuts down cleanly on
 * SIGTERM/SIGINT (and on stdin EOF with the flag), printing {@code STOPPED}.
 */
public final class Main {
    public static final String DEFAULT_PASSWORD = "kgchat-test";

    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            System.err.println("usage: Main DATA_DIR PORT [--password PW] [--exit-on-stdin-eof] [--pagecache SIZE]");
            System.exit(2);
        }
        Path home = Path.of(args[0]).toAbsolutePath();
        int port = Integer.parseInt(args[1]);
        String password = DEFAULT_PASSWORD;
        boolean exitOnEof = false;
        String pagecache = "512m";
        for (int i = 2; i < args.length; i++) {
            switch (args[i]) {
                case "--password" -> password = args[++i];
                case "--exit-on-stdin-eof" -> exitOnEof = true;
                case "--pagecache" -> pagecache = args[++i];
                default -> {
                    System.err.println("unknown option " + args[i]);
                    System.exit(2);
                }
            }
        }
        if (password.length() < 8) {
            System.err.println("Neo4j needs a password of at least 8 characters");
            System.exit(2);
        }
        if (port == 0) {
            port = freePort();
        }
        Files.createDirectories(home);

        DatabaseManagementService service = new DatabaseManagementServiceBuilder(home)
                .setConfig(BoltConnector.enabled, true)
                .setConfig(BoltConnector.listen_address, new SocketAddress("127.0.0.1", port))
                // neo4j:// clients route by the addresses the server advertises: make them this one
                .setConfig(BoltConnector.advertised_address, new SocketAddress("127.0.0.1", port))
                .setConfig(BoltConnector.encryption_level, BoltConnector.EncryptionLevel.DISABLED)
                .setConfig(HttpConnector.enabled, false)
                .setConfig(HttpsConnector.enabled, false)
                .setConfig(GraphDatabaseSettings.auth_enabled, true)
                .setConfig(GraphDatabaseSettings.pagecache_memory, ByteUnit.parse(pagecache))
                .setConfig(GraphDatabaseSettings.transaction_timeout, Duration.ofMinutes(5))
                // A test server has no in-flight work worth waiting for: don't spend 5 s per stop on it.
                .setConfig(BoltConnectorInternalSettings.thread_pool_shutdown_wait_time, Duration.ofSeconds(1))
                .setConfig(BoltConnectorInternalSettings.connection_shutdown_wait_time, Duration.ofSeconds(1))
                .build();

        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            service.shutdown();
            System.out.println("STOPPED");
            System.out.flush();
            stopped.countDown();
        }, "neo4j-shutdown"));

        // Embedded transactions run without a login, so the system database accepts this directly.
        // A data directory started before already has the password; Neo4j refuses to set it again.
        try {
            service.database(GraphDatabaseSettings.SYSTEM_DATABASE_NAME).executeTransactionally(
                    "ALTER USER neo4j SET PASSWORD $password CHANGE NOT REQUIRED", Map.of("password", password));
        } catch (QueryExecutionException e) {
            if (e.getMessage() == null || !e.getMessage().contains("cannot be the same")) {
                throw e;
            }
        }
        // Fail fast if the default database did not come up.
        service.database(GraphDatabaseSettings.DEFAULT_DATABASE_NAME).executeTransactionally("RETURN 1");

        System.out.println("READY bolt://127.0.0.1:" + port);
        System.out.flush();

        if (exitOnEof) {
            Thread watcher = new Thread(() -> {
                try {
                    InputStream in = System.in;
                    while (in.read() != -1) {
                        // ignore input; we only wait for EOF
                    }
                } catch (IOException ignored) {
                    // a broken stdin means our parent has gone too
                }
                System.exit(0);
            }, "stdin-watcher");
            watcher.setDaemon(true);
            watcher.start();
        }
        stopped.await();
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
