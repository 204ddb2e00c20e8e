CALL () { MATCH (p:Paper) RETURN count(p) AS papers }
CALL () { MATCH (t:Talk) RETURN count(t) AS talks }
CALL () { MATCH (a:Author) RETURN count(a) AS authors }
CALL () { MATCH (:Paper)-[c:CITES]->(:Paper) RETURN count(c) AS citations }
RETURN papers, talks, authors, citations
