<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="terrain-x" tilewidth="72" tileheight="62" tilecount="2" columns="2">
 <image source="missing-art-x.png" width="144" height="62"/>
 <tile id="0">
  <properties>
   <property name="terrain" value="ice"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="terrain" value="crater"/>
   <property name="score" type="int" value="3"/>
  </properties>
 </tile>
</tileset>
