<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- English plural forms only: the source text is the English interface, except where a count
     picks the word ("1 state", "2 states"). tst_translation checks that every plural message of
     the Chinese file is here too. -->
<TS version="2.1" language="en">
<context>
    <name>StepText</name>
    <message numerus="yes">
        <source>Queue, first in first out: %Ln states</source>
        <translation>
            <numerusform>Queue, first in first out: %Ln state</numerusform>
            <numerusform>Queue, first in first out: %Ln states</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Open list, smallest f first, then larger g, then first queued: %Ln states</source>
        <translation>
            <numerusform>Open list, smallest f first, then larger g, then first queued: %Ln state</numerusform>
            <numerusform>Open list, smallest f first, then larger g, then first queued: %Ln states</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Frontier from the start: %Ln states</source>
        <translation>
            <numerusform>Frontier from the start: %Ln state</numerusform>
            <numerusform>Frontier from the start: %Ln states</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Frontier from the goal: %Ln states</source>
        <translation>
            <numerusform>Frontier from the goal: %Ln state</numerusform>
            <numerusform>Frontier from the goal: %Ln states</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::BoardStrip</name>
    <message numerus="yes">
        <source>and %Ln more</source>
        <translation>
            <numerusform>and %Ln more</numerusform>
            <numerusform>and %Ln more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::ComparePanel</name>
    <message numerus="yes">
        <source>Running %n searches...</source>
        <translation>
            <numerusform>Running %n search...</numerusform>
            <numerusform>Running %n searches...</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::ExperimentDialog</name>
    <message numerus="yes">
        <source>Scrambling %n boards...</source>
        <translation>
            <numerusform>Scrambling %n board...</numerusform>
            <numerusform>Scrambling %n boards...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n runs.</source>
        <translation>
            <numerusform>Cancelled after %n run.</numerusform>
            <numerusform>Cancelled after %n runs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %n runs.</source>
        <translation>
            <numerusform>Done: %n run.</numerusform>
            <numerusform>Done: %n runs.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::MapView</name>
    <message numerus="yes">
        <source>%n state(s) in this cell</source>
        <translation>
            <numerusform>%n state in this cell</numerusform>
            <numerusform>%n states in this cell</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::BestScores</name>
    <message numerus="yes">
        <source>Forget the best scores of the %n row(s) chosen?</source>
        <translation>
            <numerusform>Forget the best scores of the row chosen?</numerusform>
            <numerusform>Forget the best scores of the %n rows chosen?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ui::KlotskiBoardView</name>
    <message numerus="yes">
        <source>The shortest way out: %n moves.</source>
        <translation>
            <numerusform>The shortest way out: %n move.</numerusform>
            <numerusform>The shortest way out: %n moves.</numerusform>
        </translation>
    </message>
</context>
</TS>
