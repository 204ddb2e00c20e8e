package org.refgraph.elasticsearch;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.ca.CatalanAnalyzer;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.es.SpanishAnalyzer;
import org.elasticsearch.cluster.metadata.IndexNameExpressionResolver;
import org.elasticsearch.cluster.node.DiscoveryNodes;
import org.elasticsearch.cluster.service.ClusterService;
import org.elasticsearch.common.io.stream.NamedWriteableRegistry;
import org.elasticsearch.common.settings.ClusterSettings;
import org.elasticsearch.common.settings.IndexScopedSettings;
import org.elasticsearch.common.settings.Settings;
import org.elasticsearch.common.settings.SettingsFilter;
import org.elasticsearch.features.NodeFeature;
import org.elasticsearch.index.analysis.AnalyzerProvider;
import org.elasticsearch.indices.analysis.AnalysisModule.AnalysisProvider;
import org.elasticsearch.plugins.ActionPlugin;
import org.elasticsearch.plugins.AnalysisPlugin;
import org.elasticsearch.plugins.Plugin;
import org.elasticsearch.rest.RestController;
import org.elasticsearch.rest.RestHandler;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Entry point of the plugin (named by {@code classname} in plugin-descriptor.properties).
 *
 * Why it exists: Refgraph runs the Elasticsearch integ-test distribution from Maven Central,
 * which ships without the analysis-common and rest-root modules. This plugin registers
 * what Refgraph needs from them and nothing more:
 * <ul>
 *   <li>the {@code english}, {@code spanish} and {@code catalan} analyzers (Lucene's own);</li>
 *   <li>{@code GET /} and {@code HEAD /}, which the JS client calls for info() and ping().</li>
 * </ul>
 * With the official Docker image (which has those modules) the plugin is not installed.
 */
public class RefgraphPlugin extends Plugin implements AnalysisPlugin, ActionPlugin {

    /** Filled by {@link #createComponents}; the REST handler reads the cluster name and UUID from it. */
    private final AtomicReference<ClusterService> clusterService = new AtomicReference<>();

    @Override
    public Collection<?> createComponents(PluginServices services) {
        clusterService.set(services.clusterService());
        return List.of();
    }

    @Override
    public Map<String, AnalysisProvider<AnalyzerProvider<? extends Analyzer>>> getAnalyzers() {
        return Map.of(
            "english",
            (indexSettings, environment, name, settings) -> new LanguageAnalyzerProvider<>(
                environment,
                name,
                settings,
                EnglishAnalyzer.ENGLISH_STOP_WORDS_SET,
                EnglishAnalyzer::new
            ),
            "spanish",
            (indexSettings, environment, name, settings) -> new LanguageAnalyzerProvider<>(
                environment,
                name,
                settings,
                SpanishAnalyzer.getDefaultStopSet(),
                SpanishAnalyzer::new
            ),
            "catalan",
            (indexSettings, environment, name, settings) -> new LanguageAnalyzerProvider<>(
                environment,
                name,
                settings,
                CatalanAnalyzer.getDefaultStopSet(),
                CatalanAnalyzer::new
            )
        );
    }

    @Override
    public Collection<RestHandler> getRestHandlers(
        Settings settings,
        NamedWriteableRegistry namedWriteableRegistry,
        RestController restController,
        ClusterSettings clusterSettings,
        IndexScopedSettings indexScopedSettings,
        SettingsFilter settingsFilter,
        IndexNameExpressionResolver indexNameExpressionResolver,
        Supplier<DiscoveryNodes> nodesInCluster,
        Predicate<NodeFeature> clusterSupportsFeature
    ) {
        return List.of(new RootInfoRestHandler(clusterService::get));
    }
}
