package org.refgraph.elasticsearch;

import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.StopwordAnalyzerBase;
import org.elasticsearch.common.settings.Settings;
import org.elasticsearch.env.Environment;
import org.elasticsearch.index.analysis.AbstractIndexAnalyzerProvider;
import org.elasticsearch.index.analysis.Analysis;

import java.util.function.BiFunction;

/**
 * Builds one of Lucene's language analyzers for an index.
 *
 * Why it exists: the Elasticsearch distribution we run lacks the analysis-common
 * module, where the built-in "english", "spanish" and "catalan" analyzers live.
 * This provider gives the same mapping syntax back, including the two options
 * Refgraph's mappings may use:
 * <ul>
 *   <li>{@code stopwords} / {@code stopwords_path} (e.g. {@code "_none_"}, {@code "_english_"}, a list),
 *       parsed by {@link Analysis#parseStopWords} with the language's default set as fallback;</li>
 *   <li>{@code stem_exclusion}: words the stemmer must leave alone.</li>
 * </ul>
 * The analyzer is built once per index (and once for index-less {@code _analyze} calls).
 */
final class LanguageAnalyzerProvider<T extends StopwordAnalyzerBase> extends AbstractIndexAnalyzerProvider<T> {

    private final T analyzer;

    /**
     * @param defaultStopWords the language's own stop set, used when no {@code stopwords} option is given
     * @param constructor      Lucene's (stopwords, stemExclusion) constructor of the analyzer
     */
    LanguageAnalyzerProvider(
        Environment environment,
        String name,
        Settings settings,
        CharArraySet defaultStopWords,
        BiFunction<CharArraySet, CharArraySet, T> constructor
    ) {
        super(name, settings);
        CharArraySet stopWords = Analysis.parseStopWords(environment, settings, defaultStopWords);
        CharArraySet stemExclusion = Analysis.parseStemExclusion(settings, CharArraySet.EMPTY_SET);
        this.analyzer = constructor.apply(stopWords, stemExclusion);
    }

    @Override
    public T get() {
        return analyzer;
    }
}
