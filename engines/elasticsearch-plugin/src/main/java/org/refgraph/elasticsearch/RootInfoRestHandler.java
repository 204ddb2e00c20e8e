package org.refgraph.elasticsearch;

import org.elasticsearch.Build;
import org.elasticsearch.client.internal.node.NodeClient;
import org.elasticsearch.cluster.service.ClusterService;
import org.elasticsearch.index.IndexVersion;
import org.elasticsearch.rest.BaseRestHandler;
import org.elasticsearch.rest.RestRequest;
import org.elasticsearch.rest.RestResponse;
import org.elasticsearch.rest.RestStatus;
import org.elasticsearch.xcontent.XContentBuilder;

import java.io.IOException;
import java.util.List;
import java.util.function.Supplier;

/**
 * Answers {@code GET /} and {@code HEAD /} like Elasticsearch's own rest-root module.
 *
 * Why it exists: the distribution we run has no rest-root module, so {@code GET /}
 * gets a 405 and the official JS client's {@code info()} and {@code ping()} fail.
 * The body has the same fields as the real one (name, cluster_name, cluster_uuid,
 * version.number and friends, tagline), read from the node's own cluster state and build.
 */
final class RootInfoRestHandler extends BaseRestHandler {

    private static final String TAGLINE = "You Know, for Search";
    /** Shown until the cluster has formed (same placeholder Elasticsearch uses). */
    private static final String UNKNOWN_UUID = "_na_";

    /** Set once the plugin's components are created; read at request time. */
    private final Supplier<ClusterService> clusterService;

    RootInfoRestHandler(Supplier<ClusterService> clusterService) {
        this.clusterService = clusterService;
    }

    @Override
    public String getName() {
        return "refgraph_root_info_action";
    }

    @Override
    public List<Route> routes() {
        return List.of(new Route(RestRequest.Method.GET, "/"), new Route(RestRequest.Method.HEAD, "/"));
    }

    @Override
    protected RestChannelConsumer prepareRequest(RestRequest request, NodeClient client) {
        // HEAD gets the same status and headers; the HTTP layer leaves the body out.
        return channel -> {
            XContentBuilder builder = channel.newBuilder();
            writeInfo(builder);
            channel.sendResponse(new RestResponse(RestStatus.OK, builder));
        };
    }

    private void writeInfo(XContentBuilder builder) throws IOException {
        ClusterService cluster = clusterService.get();
        Build build = Build.current();

        String nodeName = cluster == null ? "unknown" : cluster.getNodeName();
        String clusterName = cluster == null ? "unknown" : cluster.getClusterName().value();
        String clusterUuid = UNKNOWN_UUID;
        if (cluster != null && cluster.state() != null) {
            clusterUuid = cluster.state().metadata().clusterUUID();
        }

        builder.startObject();
        builder.field("name", nodeName);
        builder.field("cluster_name", clusterName);
        builder.field("cluster_uuid", clusterUuid);
        builder.startObject("version");
        builder.field("number", build.qualifiedVersion());
        builder.field("build_flavor", build.flavor());
        builder.field("build_type", build.type().displayName());
        builder.field("build_hash", build.hash());
        builder.field("build_date", build.date());
        builder.field("build_snapshot", build.isSnapshot());
        builder.field("lucene_version", IndexVersion.current().luceneVersion().toString());
        builder.field("minimum_wire_compatibility_version", build.minWireCompatVersion());
        builder.field("minimum_index_compatibility_version", build.minIndexCompatVersion());
        builder.endObject();
        builder.field("tagline", TAGLINE);
        builder.endObject();
    }
}
