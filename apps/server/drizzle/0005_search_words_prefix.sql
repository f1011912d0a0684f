-- Typo correction asks whether the word being typed starts any catalogue word; a byte-order
-- btree answers that prefix range (~>=~ / ~<~) in microseconds, where LIKE with a computed
-- pattern cannot use an index and scanned the whole vocabulary.
CREATE INDEX search_words_prefix_idx ON search_words USING btree (word text_pattern_ops);
